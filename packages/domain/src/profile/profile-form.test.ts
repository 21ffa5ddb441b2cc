import { describe, expect, it } from 'vitest';
import { phoneNumberError } from '../checkout/phone.ts';
import {
  profileInput,
  validateProfile,
  type ProfileRuleOptions,
  type ProfileValues,
} from './profile-form.ts';

const DANA: ProfileValues = {
  firstName: 'Dana',
  lastName: 'Rider',
  email: 'rider@demo.test',
  currentPassword: '',
  phone: '+1 212 555 0142',
  line1: '350 5th Avenue',
  line2: '',
  city: 'New York',
  stateCode: 'NY',
  postalCode: '10118',
  countryCode: 'US',
};
const OPTIONS: ProfileRuleOptions = { originalEmail: 'rider@demo.test', phoneNumberError };
const validate = (changes: Partial<ProfileValues>) =>
  validateProfile({ ...DANA, ...changes }, OPTIONS);

describe('validateProfile', () => {
  it('accepts the profile on file', () => {
    expect(validate({})).toEqual({});
  });

  it('uses the sign-up texts for names and e-mail', () => {
    expect(validate({ firstName: ' ', lastName: '', email: 'dana@' })).toEqual({
      firstName: 'Please enter first name',
      lastName: 'Please enter last name',
      email: 'Not a valid email',
      currentPassword: 'Required',
    });
    expect(validate({ firstName: 'A'.repeat(256) })).toEqual({ firstName: 'Too long' });
  });

  it('asks for the current password only when the e-mail really changes', () => {
    expect(validate({ email: ' RIDER@demo.test ' })).toEqual({});
    expect(validate({ email: 'dana@example.com' })).toEqual({ currentPassword: 'Required' });
    expect(validate({ email: 'dana@example.com', currentPassword: 'x' })).toEqual({});
  });

  it('takes an empty phone, refuses an invalid one and reads local numbers in the address country', () => {
    expect(validate({ phone: '' })).toEqual({});
    expect(validate({ phone: '12345' })).toEqual({ phone: 'Not a valid phone number' });
    expect(validate({ phone: '212 555 0142' })).toEqual({});
    expect(
      validate({
        phone: '020 7946 0958',
        countryCode: 'GB',
        stateCode: '',
        postalCode: 'SW1A 1AA',
      }),
    ).toEqual({});
    expect(validate({ phone: '020 7946 0958' })).toEqual({ phone: 'Not a valid phone number' });
    expect(validate({ phone: '+44 20 7946 0958' })).toEqual({});
  });

  it('judges no phone number until the rule has loaded', () => {
    expect(validateProfile({ ...DANA, phone: '12345' }, { originalEmail: DANA.email })).toEqual({});
  });

  it('takes no address at all, but a begun address needs line 1, city, postal code and country', () => {
    const none = { line1: '', city: '', stateCode: '', postalCode: '', countryCode: 'US' };
    expect(validate(none)).toEqual({});
    expect(validate({ ...none, line2: 'Suite 1', countryCode: '' })).toEqual({
      line1: 'Required',
      city: 'Required',
      postalCode: 'Required',
      countryCode: 'Required',
    });
  });

  it('requires a state for the US and Canada only', () => {
    expect(validate({ stateCode: '' })).toEqual({ stateCode: 'Required' });
    expect(validate({ stateCode: 'Please Select' })).toEqual({ stateCode: 'Required' });
    expect(validate({ countryCode: 'CA', stateCode: '' })).toEqual({ stateCode: 'Required' });
    expect(validate({ countryCode: 'FR', stateCode: '', phone: '' })).toEqual({});
  });

  it('caps the address at the spec limits', () => {
    expect(
      validate({ line1: 'a'.repeat(256), line2: 'b'.repeat(256), postalCode: '12345678901' }),
    ).toEqual({ line1: 'Too long', line2: 'Too long', postalCode: 'Too long' });
  });
});

describe('profileInput', () => {
  it('sends trimmed values and no password when the e-mail stays', () => {
    expect(
      profileInput({ ...DANA, firstName: ' Dana ', currentPassword: 'typed' }, DANA.email),
    ).toEqual({
      firstName: 'Dana',
      lastName: 'Rider',
      email: 'rider@demo.test',
      phone: '+1 212 555 0142',
      address: {
        line1: '350 5th Avenue',
        line2: '',
        city: 'New York',
        stateCode: 'NY',
        postalCode: '10118',
        countryCode: 'US',
      },
    });
  });

  it('sends the current password with a new e-mail', () => {
    expect(
      profileInput({ ...DANA, email: 'new@example.com', currentPassword: 'pw' }, DANA.email),
    ).toMatchObject({ email: 'new@example.com', currentPassword: 'pw' });
  });

  it('drops the state outside the US and Canada, and the country of an empty address', () => {
    expect(profileInput({ ...DANA, countryCode: 'fr' }, DANA.email).address).toMatchObject({
      stateCode: '',
      countryCode: 'FR',
    });
    const empty = { ...DANA, line1: '', city: '', postalCode: '', stateCode: '' };
    expect(profileInput(empty, DANA.email).address.countryCode).toBe('');
  });
});
