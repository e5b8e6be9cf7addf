import { useEffect, useRef } from 'react';
import { failureOf } from '../api/errors';
import { useErrorText } from '../i18n/useErrorText';
import { useDocumentFile } from '../lib/documentFile';
import { Loading } from './Loading';
import '../styles/documents.scss';

/**
 * An identity document's picture, read with the session (`front/document_file/{id}`) and shown
 * through a `blob:` URL made for this picture alone and revoked when it goes. While it loads, a
 * spinner says `loadingLabel`; a failure says why.
 */
export function DocumentPicture({ id, alt, loadingLabel }: { id: string; alt: string; loadingLabel: string }) {
  const { text } = useErrorText();
  const file = useDocumentFile(id);
  const image = useRef<HTMLImageElement>(null);
  const blob = file.data;

  useEffect(() => {
    const img = image.current;
    if (!blob || !img) return;
    const url = URL.createObjectURL(blob);
    img.src = url;
    return () => {
      img.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [blob]);

  if (file.isError) {
    const f = failureOf(file.error);
    return (
      <p className="alert alert-danger mb-0" role="alert">
        {text(f.code, f.params)}
      </p>
    );
  }
  if (!blob) return <Loading small label={loadingLabel} />;
  return <img ref={image} alt={alt} className="document-picture" />;
}
