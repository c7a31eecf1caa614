// The options page's entry: mounts the options page (./OptionsPage.tsx).
import { render } from 'preact';
import { OptionsPage } from './OptionsPage';
import './style.css';

render(<OptionsPage />, document.getElementById('app')!);
