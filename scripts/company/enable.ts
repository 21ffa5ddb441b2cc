import { switchCompany } from './switch.ts';

/** npm run company:enable -- --coid <id> */
switchCompany(false);
