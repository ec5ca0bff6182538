import { expect } from 'chai';
import { REVIEW_TEXT_MAX, REVIEW_WINDOW_DAYS } from '../../../../modules/reviews/reviews.vocabulary.schemas';
import { HttpError } from '../../shared/api/HttpError';
import { flattenLineBreaks, reviewFailure, reviewFormSchema, textCounter } from './reviewForm';

/** The first message the schema gives for these values, or null when they pass. */
async function problem(values: { stars: number; text: string }): Promise<string | null> {
  try {
    await reviewFormSchema.validate(values);
    return null;
  } catch (error) {
    return (error as { message: string }).message;
  }
}

const refused = (status: number, errorCode: string, details: unknown = null) =>
  new HttpError(status, { errorCode, message: errorCode, details }, null);

describe('the review form (spec trading-core 2: stars 1-5 and a moderated text)', () => {
  it('asks for 1 to 5 stars; an empty text is fine (the stars say enough)', async () => {
    expect(await problem({ stars: 0, text: '' })).to.equal('reviews.form.error.stars');
    expect(await problem({ stars: 6, text: '' })).to.equal('reviews.form.error.stars');
    expect(await problem({ stars: 2.5, text: '' })).to.equal('reviews.form.error.stars');
    expect(await problem({ stars: 1, text: '' })).to.equal(null);
    expect(await problem({ stars: 5, text: 'Fast trade, thanks! Would buy again 👍' })).to.equal(null);
  });

  it('mirrors the server on the text: its length, no leading space, no control characters, no links', async () => {
    expect(await problem({ stars: 4, text: 'a'.repeat(REVIEW_TEXT_MAX) })).to.equal(null);
    expect(await problem({ stars: 4, text: 'a'.repeat(REVIEW_TEXT_MAX + 1) })).to.equal('tooLong');
    expect(await problem({ stars: 4, text: ' Good' })).to.equal('firstSymbolSpace');
    expect(await problem({ stars: 4, text: '\nGood' })).to.equal('firstSymbolSpace');
    expect(await problem({ stars: 4, text: 'Good\u0007' })).to.equal('reviews.form.error.charset');
    expect(await problem({ stars: 4, text: 'Cheaper at www.example.com' })).to.equal('reviews.form.error.link');
    expect(await problem({ stars: 4, text: 'see shop.gg for more' })).to.equal('reviews.form.error.link');
    expect(await problem({ stars: 4, text: 'Очень быстро, спасибо. 10/10' })).to.equal(null);
  });

  it('keeps a review one paragraph: line breaks and tabs, refused by the server, become a space as typed', async () => {
    expect(await problem({ stars: 5, text: 'Fast trade.\nThanks' })).to.equal('reviews.form.error.charset');
    expect(flattenLineBreaks('Fast trade.\r\n\nThanks\tagain')).to.equal('Fast trade. Thanks again');
    expect(await problem({ stars: 5, text: flattenLineBreaks('Fast trade.\nThanks') })).to.equal(null);
    expect(flattenLineBreaks('a\u0007b')).to.equal('a\u0007b');
  });

  it('counts characters as the server does, and how many are left or too many', () => {
    expect(textCounter('')).to.deep.equal({ count: 0, left: REVIEW_TEXT_MAX, over: 0 });
    expect(textCounter('a'.repeat(REVIEW_TEXT_MAX + 3))).to.deep.equal({
      count: REVIEW_TEXT_MAX + 3,
      left: 0,
      over: 3,
    });
  });

  it('says each refusal in words, and whether what was reviewed is gone', () => {
    expect(reviewFailure(refused(404, 'NOT_FOUND'), 'seller', '')).to.deep.equal({
      fields: {},
      alert: { id: 'reviews.error.notFound' },
      gone: true,
    });
    expect(reviewFailure(refused(409, 'REVIEW_WINDOW_CLOSED', { days: 30 }), 'seller', '').alert).to.deep.equal({
      id: 'reviews.error.windowClosed',
      values: { days: 30 },
    });
    expect(reviewFailure(refused(409, 'REVIEW_WINDOW_CLOSED'), 'seller', '').alert?.values).to.deep.equal({
      days: REVIEW_WINDOW_DAYS,
    });
    expect(reviewFailure(refused(409, 'ALREADY_EXISTS'), 'seller', '').alert?.id).to.equal(
      'reviews.error.alreadySeller',
    );
    expect(reviewFailure(refused(409, 'ALREADY_EXISTS'), 'site', '').alert?.id).to.equal('reviews.error.alreadySite');
    expect(reviewFailure(refused(403, 'NO_ACCESS'), 'site', '')).to.include({ gone: true });
    expect(reviewFailure(refused(404, 'FEATURE_DISABLED'), 'site', '')).to.deep.equal({
      fields: {},
      alert: { id: 'reviews.error.disabled' },
      gone: false,
    });
    expect(reviewFailure(new HttpError(0, null, null), 'site', '').alert?.id).to.equal('errors.network');
  });

  it('puts the server’s field errors on their fields, telling a link from a forbidden character', () => {
    const invalid = (fields: { field: string; message: string }[]) => refused(400, 'VALIDATION_ERROR', { fields });
    expect(reviewFailure(invalid([{ field: 'text', message: 'tooLong' }]), 'site', 'x').fields).to.deep.equal({
      text: 'tooLong',
    });
    expect(
      reviewFailure(invalid([{ field: 'text', message: 'prohibitedSymbols' }]), 'site', 'go to example.com').fields,
    ).to.deep.equal({ text: 'reviews.form.error.link' });
    expect(
      reviewFailure(invalid([{ field: 'text', message: 'prohibitedSymbols' }]), 'site', 'a\u0001').fields,
    ).to.deep.equal({ text: 'reviews.form.error.charset' });
    expect(reviewFailure(invalid([{ field: 'stars', message: 'invalidValue' }]), 'site', '').fields).to.deep.equal({
      stars: 'reviews.form.error.stars',
    });
    // A field the form does not have (the deal's ids): a message for the whole form.
    const other = reviewFailure(invalid([{ field: 'purchaseId', message: 'invalidValue' }]), 'seller', '');
    expect(other.fields).to.deep.equal({});
    expect(other.alert?.id).to.equal('errors.invalidData');
  });
});
