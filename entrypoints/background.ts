// The toolbar badge arrives with the overlay issue; the engine runs in content scripts, not here.
export default defineBackground(() => {});
