import { Link } from 'react-router-dom';
import { Page } from '../../../ui/page';
import { safetyIntro, safetySections } from '../data/safety';

/** Staying safe (issue 10): advice for families and caregivers, linked from every footer. */
export function SafetyPage() {
  return (
    <Page title="Staying safe">
      <p>{safetyIntro}</p>
      {safetySections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          <ul>
            {section.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      ))}
      <p>
        Something wrong? <Link to="/contactus">Tell us</Link>.
      </p>
    </Page>
  );
}
