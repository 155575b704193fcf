/** A person's photo, or the first letter of their name where there is none. */
export function Avatar({ name, photo, alt = '' }: { name: string; photo?: string; alt?: string }) {
  return photo ? (
    <img className="profile-photo" src={photo} alt={alt} width={96} height={96} loading="lazy" />
  ) : (
    <div className="profile-photo" aria-hidden="true">
      {name.charAt(0).toUpperCase()}
    </div>
  );
}
