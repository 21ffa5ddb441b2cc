/** What other features use of a ride's money: the panel the dispatch ride page shows. */
export { RideMoneyPanel } from './components/ride-money-panel.tsx';
