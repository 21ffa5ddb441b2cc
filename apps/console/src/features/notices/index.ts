/** The notices feature's public face: other features import only from here. */
export { RideMessages } from './components/ride-messages.tsx';
