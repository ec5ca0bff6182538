import { expect } from 'chai';
import type { Request } from 'express';
import {
  changePasswordFormSchema,
  nicknameSchema,
  passwordSchema,
  registerSchema,
} from '../../modules/identity/identity.schemas';
import { AB_SPLIT, abGroup, isNewAccount, newness } from '../../modules/identity/profile';
import { detectCountry } from '../../modules/identity/country';
import { hashPassword, verifyPassword } from '../../modules/identity/password-hasher';

const errorsOf = (schema: { validateSync: (v: unknown, o: object) => unknown }, value: unknown): string[] => {
  try {
    schema.validateSync(value, { abortEarly: false });
    return [];
  } catch (err) {
    return (err as { errors: string[] }).errors;
  }
};

describe('identity rules (spec accounts-platform 4.6, 4.7, 5)', () => {
  describe('spec 5: new password', () => {
    it('is required and 6 to 128 characters', () => {
      expect(errorsOf(passwordSchema, '')).to.include('required');
      expect(errorsOf(passwordSchema, 'Ab1!x')).to.include('tooShort');
      expect(errorsOf(passwordSchema, `Ab1!${'x'.repeat(125)}`)).to.include('tooLong');
      expect(errorsOf(passwordSchema, 'Ab1!xy')).to.deep.equal([]);
    });

    it('allows only digits, Latin letters and . , / # ! $ % @ ^ & * ; : { } = - _ ` ~ ( ) (prohibitedSymbols)', () => {
      expect(errorsOf(passwordSchema, 'Ab1!xyz ')).to.include('prohibitedSymbols');
      expect(errorsOf(passwordSchema, 'Ab1!xyzЖ')).to.include('prohibitedSymbols');
      expect(errorsOf(passwordSchema, 'Ab1!"xyz')).to.include('prohibitedSymbols');
      expect(errorsOf(passwordSchema, 'Aa1.,/#!$%@^&*;:{}=-_`~()')).to.deep.equal([]);
    });

    it('needs at least one lowercase, uppercase, digit and symbol', () => {
      expect(errorsOf(passwordSchema, 'ABC123!')).to.include('missingLowercase');
      expect(errorsOf(passwordSchema, 'abc123!')).to.include('missingUppercase');
      expect(errorsOf(passwordSchema, 'Abcdef!')).to.include('missingDigit');
      expect(errorsOf(passwordSchema, 'Abc1234')).to.include('missingSymbol');
    });

    it('repeat password must equal the new one (differentPasswords)', () => {
      const form = { oldPassword: 'x', newPassword: 'Passw0rd!', repeatPassword: 'Passw0rd?' };
      expect(errorsOf(changePasswordFormSchema, form)).to.deep.equal(['differentPasswords']);
    });
  });

  it('spec 5: nickname is 4 to 24 characters, English letters, digits and _ . -, no leading space', () => {
    expect(errorsOf(nicknameSchema, 'abc')).to.include('tooShort');
    expect(errorsOf(nicknameSchema, 'a'.repeat(25))).to.include('tooLong');
    expect(errorsOf(nicknameSchema, 'Ñandú_1')).to.include('onlyEnglish');
    expect(errorsOf(nicknameSchema, ' abcd')).to.include('firstSymbolSpace');
    expect(errorsOf(nicknameSchema, 'Trader_01')).to.deep.equal([]);
  });

  it('spec 5: registration needs a valid e-mail, a known currency and language', () => {
    const errors = errorsOf(registerSchema, {
      username: 'Trader_01',
      email: 'not-an-email',
      password: 'Passw0rd!',
      main_currency: 'btc',
      main_language: 'xx',
    });
    expect(errors).to.have.members(['invalidEmail', 'invalidValue', 'invalidValue']);
  });

  it('spec 4.6: the A-B group is the user hash modulo 1024, split at 512, test version 7', () => {
    const groups = Array.from({ length: 2000 }, (_, i) =>
      abGroup(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`),
    );
    expect(new Set(groups.map((g) => g.version))).to.deep.equal(new Set([7]));
    for (const g of groups) expect(g.name).to.equal(g.userGroup === 1 ? 'email_free_pet' : 'exclusive_club');
    const share = groups.filter((g) => g.userGroup === 1).length / groups.length;
    expect(share).to.be.within(0.45, 0.55); // 512 of 1024 buckets
    expect(abGroup('same-user')).to.deep.equal(abGroup('same-user'));
    expect(AB_SPLIT).to.equal(512);
  });

  it('spec 4.6: 3 days or fewer is new, 14 days or fewer recent, older old', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
    expect(newness(daysAgo(3), now)).to.equal('new');
    expect(newness(daysAgo(3.01), now)).to.equal('recent');
    expect(newness(daysAgo(14), now)).to.equal('recent');
    expect(newness(daysAgo(14.01), now)).to.equal('old');
  });

  it('spec 4.7: an account registered less than 60 s ago counts as newly registered', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(isNewAccount(new Date(now.getTime() - 59_000), now)).to.equal(true);
    expect(isNewAccount(new Date(now.getTime() - 60_000), now)).to.equal(false);
  });

  it('get-country: proxy header first, then the Accept-Language region, then the default', () => {
    const req = (headers: Record<string, string>) =>
      ({
        get: (name: string) => headers[name.toLowerCase()],
        acceptsLanguages: () =>
          (headers['accept-language'] ?? '')
            .split(',')
            .map((l) => l.split(';')[0]!.trim())
            .filter(Boolean),
      }) as unknown as Request;
    expect(detectCountry(req({ 'cf-ipcountry': 'KZ', 'accept-language': 'ru-RU' }), 'us').country).to.equal('kz');
    expect(detectCountry(req({ 'accept-language': 'pt-BR,pt;q=0.9' }), 'us').country).to.equal('br');
    expect(detectCountry(req({ 'accept-language': 'en' }), 'us').country).to.equal('us');
    expect(detectCountry(req({ 'cf-ipcountry': 'XX' }), 'us').country).to.equal('us');
  });

  it('passwords are hashed with scrypt (salted, memory-hard) and verified in constant time', async () => {
    const cost = { N: 2 ** 14, r: 8, p: 1 };
    const a = await hashPassword('Passw0rd!', cost);
    const b = await hashPassword('Passw0rd!', cost);
    expect(a).to.match(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.to.equal(b);
    expect(a).not.to.contain('Passw0rd!');
    expect(await verifyPassword('Passw0rd!', a)).to.equal(true);
    expect(await verifyPassword('Passw0rd?', a)).to.equal(false);
    expect(await verifyPassword('Passw0rd!', 'md5$abc')).to.equal(false);
  });
});
