/** The phone forms' checks, fetched by the forms once they are on screen (lazyCheck). */
// check-with first: it sets zod up before the schemas are made.
import { checkWith } from '../../../lib/forms/check-with';
import { phoneCodeBody, phoneRegisterBody, phoneSignInBody } from '@core/phone-accounts/schemas';

export const checkPhoneCode = checkWith(phoneCodeBody);
export const checkPhoneSignIn = checkWith(phoneSignInBody);
export const checkPhoneRegister = checkWith(phoneRegisterBody);
