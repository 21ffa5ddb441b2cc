import { switchCompany } from './switch.ts';

/** npm run company:disable -- --coid <id> */
switchCompany(true);
