import { useState } from 'react';
import { PasswordField } from '../../../ui/fields';
import { MutationStatus } from '../../../ui/status';
import { useSendConfirmationCode } from '../api/confirmation-code';
import { useAccountT } from '../i18n';
import { CodeField } from './code-field';

/** How a person proves it is them before a sensitive change: their password, or a texted code. */
export type ProofWay = 'password' | 'code';

/** What decides the way: an account made with a phone number has no e-mail and no password. */
export interface AccountIds {
  email?: string;
  /** The number the account signs in with (E.164), if any. */
  signInPhone?: string;
}

/**
 * A settings form's proof: the current password of an account with an e-mail, a code texted to
 * the sign-in number of one without (its password is nobody's). An account with both starts at
 * the password and may switch to a code: one made by phone that added an address has no password
 * until it sets one. `extra` leaves the other proof's field out of the body.
 */
export function useProof(account: AccountIds) {
  const [way, setWay] = useState<ProofWay>(
    account.email || !account.signInPhone ? 'password' : 'code',
  );
  const send = useSendConfirmationCode();
  return {
    account,
    way,
    setWay,
    send,
    extra: () => (way === 'code' ? { currentPassword: undefined } : { code: undefined }),
    /** After the change went through: a new change needs a new code. */
    reset: () => send.reset(),
  };
}

type Proof = ReturnType<typeof useProof>;

interface FieldProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** "Text me a code", what the API answered, and the code's field (focused once it is sent). */
function CodeProof({ proof, number, field }: { proof: Proof; number: string; field: FieldProps }) {
  const t = useAccountT();
  const { send } = proof;
  return (
    <>
      <MutationStatus mutation={send} />
      <button
        type="button"
        className="button button--secondary"
        disabled={send.isPending}
        aria-busy={send.isPending || undefined}
        onClick={() => send.mutate()}
      >
        {send.isPending
          ? t('proof.sending')
          : send.isSuccess
            ? t('sms.sendCodeAgain')
            : t('sms.sendCode')}
      </button>
      <CodeField field={field} hint={t('proof.codeHint', { number })} focusWhen={send.data} />
    </>
  );
}

/** The proof's field(s), and for an account that has both, the way to the other one. */
export function ProofFields({
  proof,
  passwordLabel,
  password,
  code,
}: {
  proof: Proof;
  passwordLabel: string;
  password: FieldProps;
  code: FieldProps;
}) {
  const t = useAccountT();
  const { email, signInPhone } = proof.account;
  return (
    <>
      {proof.way === 'code' && signInPhone ? (
        <CodeProof proof={proof} number={signInPhone} field={code} />
      ) : (
        <PasswordField label={passwordLabel} {...password} required />
      )}
      {email && signInPhone ? (
        <button
          type="button"
          className="button button--link"
          onClick={() => proof.setWay(proof.way === 'code' ? 'password' : 'code')}
        >
          {proof.way === 'code'
            ? t('proof.usePassword')
            : t('proof.useCode', { number: signInPhone })}
        </button>
      ) : null}
    </>
  );
}
