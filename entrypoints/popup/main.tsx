// The popup page's entry: mounts the popup (./Popup.tsx).
import { render } from 'preact';
import { Popup } from './Popup';
import '../../components/reportStyles.css';
import './style.css';

render(<Popup />, document.getElementById('app')!);
