import { expect } from 'chai';
import { auditChanges } from './auditDiff';

describe('console audit log: what an action changed', () => {
  it('lists the top-level fields whose values differ, with short values', () => {
    const before = { id: 'u1', role: 'user', block: null, email: 'a@b.c' };
    const after = { id: 'u1', role: 'operator', block: { at: '2026-11-26', reason: 'Chargeback' }, email: 'a@b.c' };
    expect(auditChanges(before, after)).to.deep.equal([
      { field: 'role', before: '"user"', after: '"operator"' },
      { field: 'block', before: 'null', after: '{"at":"2026-11-26","reason":"Chargeback"}' },
    ]);
  });

  it('a field only one side has counts as changed; long values are cut to 80 characters', () => {
    const changes = auditChanges({ a: 1 }, { a: 1, note: 'x'.repeat(200) });
    expect(changes).to.have.length(1);
    expect(changes[0]!.before).to.equal('—');
    expect(changes[0]!.after).to.have.length(80);
  });

  it('nothing to compare when a side is missing or not a record', () => {
    expect(auditChanges(null, { a: 1 })).to.deep.equal([]);
    expect(auditChanges({ a: 1 }, [1])).to.deep.equal([]);
  });
});
