import { expect } from 'chai';
import { MESSAGE_MAX, TITLE_MAX } from '../../../../modules/support/questions.vocabulary.schemas';
import { HttpError } from '../../shared/api/HttpError';
import {
  EMPTY_QUESTION,
  messageCounter,
  questionFormData,
  questionFormSchema,
  supportFailure,
  type QuestionValues,
} from './questionForm';

const valid: QuestionValues = {
  ...EMPTY_QUESTION,
  category: 'payments',
  title: 'Top-up did not arrive',
  description: 'Я оплатил вчера, баланс не изменился.',
};

/** Field -> first message for these values (all fields). */
async function problems(values: QuestionValues, visitor = false): Promise<Record<string, string>> {
  try {
    await questionFormSchema(visitor).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const out: Record<string, string> = {};
    for (const inner of (error as { inner: { path: string; message: string }[] }).inner)
      out[inner.path] ??= inner.message;
    return out;
  }
}

const refused = (status: number, errorCode: string, details: unknown = null) =>
  new HttpError(status, { errorCode, message: errorCode, details }, null);

describe('the question form (spec trading-core 3, 5)', () => {
  it('asks for a category, a title and a description', async () => {
    expect(await problems(EMPTY_QUESTION)).to.deep.equal({
      category: 'required',
      title: 'required',
      description: 'required',
    });
    expect(await problems(valid)).to.deep.equal({});
    expect(await problems({ ...valid, category: 'nope' })).to.deep.equal({ category: 'required' });
  });

  it('mirrors the server on the title: English only, its length, no leading space', async () => {
    expect(await problems({ ...valid, title: 'Пополнение' })).to.deep.equal({ title: 'onlyEnglish' });
    expect(await problems({ ...valid, title: 'abc' })).to.deep.equal({ title: 'tooShort' });
    expect(await problems({ ...valid, title: 'a'.repeat(TITLE_MAX + 1) })).to.deep.equal({ title: 'tooLong' });
    expect(await problems({ ...valid, title: ' Hello there' })).to.deep.equal({ title: 'firstSymbolSpace' });
  });

  it('limits the description to MESSAGE_MAX and checks the optional fields only when filled', async () => {
    expect(await problems({ ...valid, description: 'a'.repeat(MESSAGE_MAX + 1) })).to.deep.equal({
      description: 'tooLong',
    });
    expect(await problems({ ...valid, transferDate: '31/12/2025', botNickname: 'Bot_1' })).to.deep.equal({});
    expect(await problems({ ...valid, transferDate: '2025-12-31' })).to.deep.equal({
      transferDate: 'support.form.error.date',
    });
    expect(await problems({ ...valid, loginOrMail: 'логин' })).to.deep.equal({ loginOrMail: 'onlyEnglish' });
  });

  it('asks a visitor for a name in English and an e-mail, and a user for neither', async () => {
    expect(await problems(valid, true)).to.deep.equal({ name: 'required', email: 'required' });
    expect(await problems({ ...valid, name: 'Иван', email: 'nope' }, true)).to.deep.equal({
      name: 'onlyEnglish',
      email: 'invalidEmail',
    });
    expect(await problems({ ...valid, name: 'Ivan', email: 'ivan@example.com' }, true)).to.deep.equal({});
  });

  it('sends the filled fields and the files, a visitor also their name and e-mail', () => {
    const file = new Blob(['x'], { type: 'text/plain' });
    const user = questionFormData({ ...valid, botNickname: '  ', name: 'Ivan', email: 'a@b.c' }, [file], false);
    expect([...user.keys()]).to.deep.equal(['category', 'title', 'description', 'files']);
    const visitor = questionFormData({ ...valid, name: 'Ivan', email: 'a@b.c' }, [], true);
    expect(visitor.get('name')).to.equal('Ivan');
    expect(visitor.get('email')).to.equal('a@b.c');
  });

  it('counts characters against MESSAGE_MAX', () => {
    expect(messageCounter('abc')).to.deep.equal({ count: 3, left: MESSAGE_MAX - 3, over: 0 });
    expect(messageCounter('a'.repeat(MESSAGE_MAX + 2)).over).to.equal(2);
  });

  it("says support's refusals in words, a too long text on its field", () => {
    const fields = ['title', 'description'];
    expect(
      supportFailure(refused(400, 'MESSAGE_TOO_LONG', { max: 2000, field: 'text' }), fields, 'description'),
    ).to.deep.equal({ errorCode: 'MESSAGE_TOO_LONG', fields: { description: 'tooLong' }, alert: null });
    expect(supportFailure(refused(429, 'MESSAGE_LIMIT_REACHED', { count: 3 }), ['text']).alert).to.deep.equal({
      id: 'support.error.messageLimit',
      values: { count: 3 },
    });
    expect(supportFailure(refused(413, 'FILE_TOO_LARGE', { maxBytes: 5242880 }), fields).alert).to.deep.equal({
      id: 'support.error.fileTooLarge',
      values: { size: 5 },
    });
    expect(supportFailure(refused(409, 'MAX_ACTIVE_QUESTIONS', { count: 5 }), fields).alert).to.deep.equal({
      id: 'support.error.maxActive',
      values: { count: 5 },
    });
    expect(supportFailure(refused(415, 'WRONG_FILE_TYPE', { name: 'a.exe' }), fields).alert).to.deep.equal({
      id: 'support.error.wrongFileType',
      values: { name: 'a.exe' },
    });
    const validation = refused(400, 'VALIDATION_ERROR', { fields: [{ field: 'title', message: 'onlyEnglish' }] });
    expect(supportFailure(validation, fields).fields).to.deep.equal({ title: 'onlyEnglish' });
  });
});
