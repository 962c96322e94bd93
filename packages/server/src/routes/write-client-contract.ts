// `npm run contract`: writes the clients' contract (client-contract.ts) from the route table.
import { writeFileSync } from 'node:fs';
import { CLIENT_CONTRACT_FILE, clientContract } from './client-contract.ts';
import { routeTable } from './table.ts';

writeFileSync(CLIENT_CONTRACT_FILE, await clientContract(routeTable()));
console.log(`Wrote ${CLIENT_CONTRACT_FILE}`);
