/**
 * The uploads bucket, as core uses it: browsers upload straight to it, core checks what arrived,
 * keeps or drops it and hands out links to read it. Keys are the bucket's object keys.
 */

/** A presigned POST: the browser posts the file with these fields to `url`. */
export interface UploadForm {
  url: string;
  fields: Record<string, string>;
}

export interface Storage {
  /** A POST bounded in size and type; the file goes to the bucket without passing through us. */
  presignUpload(key: string, contentType: string, maxBytes: number): Promise<UploadForm>;
  /** Size of an uploaded object, or undefined when nothing was uploaded under that key. */
  size(key: string): Promise<number | undefined>;
  /**
   * A whole object, read once, or 'too large' when it is over `maxBytes` (its body is then not
   * read), or undefined when nothing was uploaded under that key.
   */
  readAtMost(key: string, maxBytes: number): Promise<Uint8Array | 'too large' | undefined>;
  write(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Deletes every object under a prefix; the number deleted. */
  removeAll(prefix: string): Promise<number>;
  /** A short-lived link to read a private object (300 s unless told). */
  signedLink(key: string, seconds?: number): Promise<string>;
  /** A link to a file anyone may see, the same for a while so browsers cache the file. */
  publicLink(key: string): Promise<string>;
}
