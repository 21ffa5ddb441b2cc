import { describe, expect, it } from 'vitest';
import { auditChanges, fieldLabel, nextDate } from './audit-changes.ts';

describe('auditChanges', () => {
  it('pairs the fields of before and after, in order of first appearance', () => {
    expect(auditChanges('{"role":"admin"}', '{"role":"dispatcher"}')).toEqual([
      { field: 'role', before: 'admin', after: 'dispatcher' },
    ]);
    expect(
      auditChanges(
        '{"active":true,"role":"driver"}',
        '{"active":false,"role":"driver","sessionsEnded":2}',
      ),
    ).toEqual([
      { field: 'active', before: 'true', after: 'false' },
      { field: 'role', before: 'driver', after: 'driver' },
      { field: 'sessionsEnded', before: '', after: '2' },
    ]);
  });

  it('shows a missing side as empty, nested values as JSON, and survives bad JSON', () => {
    expect(auditChanges(null, '{"area":{"lat":1}}')).toEqual([
      { field: 'area', before: '', after: '{"lat":1}' },
    ]);
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges('not json', null)).toEqual([
      { field: 'value', before: 'not json', after: '' },
    ]);
  });
});

describe('fieldLabel', () => {
  it('spells camelCase and snake_case fields as words', () => {
    expect(fieldLabel('sessionsEnded')).toBe('sessions ended');
    expect(fieldLabel('support_email')).toBe('support email');
  });
});

describe('nextDate', () => {
  it('steps over month and year ends and leap days', () => {
    expect(nextDate('2026-01-31')).toBe('2026-02-01');
    expect(nextDate('2028-02-28')).toBe('2028-02-29');
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
  });
});
