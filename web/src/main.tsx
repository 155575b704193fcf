import { registerBody } from '@core/auth/schemas';
console.log(registerBody.safeParse({}));
