// Minimal popup until the overlay issue: proves the build compiles Preact for both browsers.
import { render } from 'preact';

function Popup() {
  return <p style={{ font: '14px system-ui, sans-serif', margin: '12px', minWidth: '260px' }}>ReproLens — open a Stack Overflow question</p>;
}

render(<Popup />, document.getElementById('app')!);
