// A message's attachments: "Attach files" opens the system picker (images, PDF, text); each file is listed with a
// preview (images), its name and size and a remove button; files over the size or past the count are left out and
// said why. The server checks them again (its refusals are shown by the form).
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { FILES_PER_MESSAGE } from '../../../../modules/support/questions.vocabulary.schemas';
import type { MessageRef } from '../../shared/form/serverErrors';
import { Icon } from '../../shared/ui/Icon';
import { addFiles, canAddFiles, FILE_ACCEPT, isImageFile, megabytes, sizeUnit } from './files';
import { ATTACHMENT_MAX_BYTES } from '../../../../modules/support/questions.vocabulary.schemas';

interface FilePickerProps {
  id: string;
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}

export function FileSize({ bytes }: { bytes: number }) {
  const { value, unit } = sizeUnit(bytes);
  return <FormattedNumber value={value} style="unit" unit={unit} unitDisplay="narrow" />;
}

export function FilePicker({ id, files, onChange, disabled }: FilePickerProps) {
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [problems, setProblems] = useState<MessageRef[]>([]);
  // Image previews: object URLs made once per file and let go when the file leaves the list.
  const previews = useMemo(() => new Map(files.filter(isImageFile).map((f) => [f, URL.createObjectURL(f)])), [files]);
  useEffect(
    () => () => {
      for (const url of previews.values()) URL.revokeObjectURL(url);
    },
    [previews],
  );
  // A sent message empties the list: the old warnings go too.
  useEffect(() => {
    if (files.length === 0) setProblems([]);
  }, [files.length]);
  const full = !canAddFiles(files.length);
  return (
    <div className="support-files" id={id}>
      <div className="support-files__bar">
        <button
          type="button"
          className="btn btn--secondary btn--sm support-files__add"
          onClick={() => inputRef.current?.click()}
          disabled={disabled || full}
          aria-describedby={hintId}
          id={`${id}-add`}
        >
          <Icon name="plus" size={16} />
          <FormattedMessage id="support.files.add" />
        </button>
        <span className="support-files__hint" id={hintId}>
          <FormattedMessage
            id="support.files.hint"
            values={{ count: files.length, max: FILES_PER_MESSAGE, size: megabytes(ATTACHMENT_MAX_BYTES) }}
          />
        </span>
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={FILE_ACCEPT}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          data-testid={`${id}-input`}
          name="files"
          onChange={(event) => {
            const picked = [...(event.target.files ?? [])];
            event.target.value = '';
            const result = addFiles(files, picked);
            setProblems(result.problems);
            onChange(result.files);
          }}
        />
      </div>
      {problems.length > 0 && (
        <ul className="support-files__problems" role="alert">
          {problems.map((problem) => (
            <li key={problem.id} className="field__error">
              <Icon name="error" size={16} />
              <FormattedMessage id={problem.id} values={problem.values} />
            </li>
          ))}
        </ul>
      )}
      {files.length > 0 && (
        <ul className="support-files__list">
          {files.map((file, index) => {
            const preview = previews.get(file);
            return (
              <li
                key={`${file.name}:${file.size}:${file.lastModified}`}
                className="support-file"
                data-file-name={file.name}
              >
                {preview ? (
                  <img className="support-file__thumb" src={preview} alt="" />
                ) : (
                  <span className="support-file__thumb support-file__thumb--file" aria-hidden="true">
                    <Icon name="card" size={20} />
                  </span>
                )}
                <span className="support-file__meta">
                  <span className="support-file__name">{file.name}</span>
                  <span className="support-file__size">
                    <FileSize bytes={file.size} />
                  </span>
                </span>
                <button
                  type="button"
                  className="support-file__remove"
                  onClick={() => {
                    setProblems([]);
                    onChange(files.filter((_, i) => i !== index));
                  }}
                  disabled={disabled}
                  aria-label={intl.formatMessage({ id: 'support.files.remove' }, { name: file.name })}
                  title={intl.formatMessage({ id: 'support.files.remove' }, { name: file.name })}
                >
                  <Icon name="close" size={16} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
