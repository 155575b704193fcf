import { useDataSaver } from '../lib/data-saver';

/**
 * A person's photo, or the first letter of their name where there is none. In a list
 * (`inList`), data saver leaves the photo out too.
 */
export function Avatar({
  name,
  photo,
  alt = '',
  inList = false,
}: {
  name: string;
  photo?: string;
  alt?: string;
  inList?: boolean;
}) {
  const saving = useDataSaver();
  return photo && !(inList && saving) ? (
    <img className="profile-photo" src={photo} alt={alt} width={96} height={96} loading="lazy" />
  ) : (
    <div className="profile-photo" aria-hidden="true">
      {name.charAt(0).toUpperCase()}
    </div>
  );
}
