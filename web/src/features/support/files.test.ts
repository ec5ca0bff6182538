import { expect } from 'chai';
import { ATTACHMENT_MAX_BYTES, FILES_PER_MESSAGE } from '../../../../modules/support/questions.vocabulary.schemas';
import { addFiles, canAddFiles, isImageFile, sizeUnit } from './files';

const file = (name: string, size = 1000, type = 'image/png') => ({ name, size, type });

describe('support attachments (spec trading-core 5: at most 3 files of at most 5 MB)', () => {
  it('keeps files up to the count and says how many fit', () => {
    const pick = addFiles([file('a.png')], [file('b.png'), file('c.png'), file('d.png')]);
    expect(pick.files.map((f) => f.name)).to.deep.equal(['a.png', 'b.png', 'c.png']);
    expect(pick.problems).to.deep.equal([{ id: 'support.files.tooMany', values: { max: FILES_PER_MESSAGE } }]);
    expect(canAddFiles(pick.files.length)).to.equal(false);
    expect(canAddFiles(2)).to.equal(true);
  });

  it('leaves out files over the size limit, naming them, and keeps the others', () => {
    const pick = addFiles([], [file('big.png', ATTACHMENT_MAX_BYTES + 1), file('ok.pdf', ATTACHMENT_MAX_BYTES)]);
    expect(pick.files.map((f) => f.name)).to.deep.equal(['ok.pdf']);
    expect(pick.problems).to.deep.equal([{ id: 'support.files.tooLarge', values: { names: 'big.png', size: 5 } }]);
  });

  it('accepts a pick that fits without a word', () => {
    expect(addFiles([], [file('a.txt', 10, 'text/plain')]).problems).to.deep.equal([]);
  });

  it('gives sizes in bytes, kilobytes or megabytes', () => {
    expect(sizeUnit(500)).to.deep.equal({ value: 500, unit: 'byte' });
    expect(sizeUnit(2048)).to.deep.equal({ value: 2, unit: 'kilobyte' });
    expect(sizeUnit(1.5 * 1024 * 1024)).to.deep.equal({ value: 1.5, unit: 'megabyte' });
  });

  it('previews images only', () => {
    expect(isImageFile(file('a.png'))).to.equal(true);
    expect(isImageFile(file('a.pdf', 1, 'application/pdf'))).to.equal(false);
  });
});
