import { Link } from 'react-router-dom';
import { APP_NAME } from '@core/reference/brand';
import { Page } from '../../../ui/page';

/** Plain words about what we keep, where, and how to remove it. */
export function PrivacyPolicyPage() {
  return (
    <Page title="Privacy policy">
      <p>
        This page explains what {APP_NAME} keeps about you, why, where it is kept and how you can
        remove it.
      </p>
      <h2>What we keep</h2>
      <ul>
        <li>
          Your account: your e-mail address and the kind of account (parent, caregiver, cook or
          institution). Your password is kept by our sign-in service, which stores only a protected
          form of it; we never see it.
        </li>
        <li>
          Your profile: what you choose to tell others, such as your name, location, experience,
          languages and the jobs you post.
        </li>
        <li>
          Your documents: the photo, CV, police clearance, medical clearance and certificates you
          upload.
        </li>
        <li>Messages you send us through the contact form.</li>
      </ul>
      <h2>Who sees it</h2>
      <p>
        Other users see only your public profile or job. We never show your e-mail address, phone
        number, date of birth, address or document links to the public. We do not sell your data.
      </p>
      <h2>Where it is kept</h2>
      <p>
        On Amazon Web Services in Africa (Cape Town, South Africa). The e-mails we send you pass
        through Amazon's e-mail service.
      </p>
      <h2>Removing your data</h2>
      <p>
        You can change your e-mail or password, or delete your account, from the settings page of
        your account. Deleting your account removes your sign-in and your profile. If you need help,{' '}
        <Link to="/contactus">contact us</Link>.
      </p>
    </Page>
  );
}
