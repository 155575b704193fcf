/** Introductions and notes on the content pages. */

export const adviceHubIntro =
  'Practical advice for families and caregivers in Zambia and across Africa: hiring, fair pay, contracts, safety and care at home.';

export const coursesIntro =
  'Seven free online courses from trusted organisations, chosen for nannies, carers, cooks and the families who employ them. Each opens on the provider’s own website.';

export const coursesPartnerNote =
  'The courses are free. Our links carry a partner code, so some providers may credit us when you sign up; it costs you nothing.';
