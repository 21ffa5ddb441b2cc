import { describe, expect, it } from 'vitest';
import {
  channelsFor,
  DEFAULT_COMPANY_CHANNELS,
  DEFAULT_RIDER_CHOICE,
  noticeOfStatusMove,
  topicOf,
} from './notices.ts';

describe('noticeOfStatusMove', () => {
  it('names the driver setting off, arriving and finishing', () => {
    expect(noticeOfStatusMove('BOOKED', 'DRIVER_IS_ON_THE_WAY')).toBe('on_the_way');
    expect(noticeOfStatusMove('DRIVER_IS_ON_THE_WAY', 'DRIVER_IS_AT_PICKUP')).toBe('arrived');
    expect(noticeOfStatusMove('DRIVER_IS_CIRCLING', 'DRIVER_IS_AT_PICKUP')).toBe('arrived');
    expect(noticeOfStatusMove('DRIVING_PASSENGER', 'COMPLETED')).toBe('completed');
    expect(noticeOfStatusMove('BOOKED', 'CANCELLED')).toBe('cancelled');
    expect(noticeOfStatusMove('DRIVER_IS_WAITING_AT_PICKUP', 'NO_SHOW')).toBe('cancelled');
  });

  it('raises nothing for moves within a stage', () => {
    expect(noticeOfStatusMove('DRIVER_IS_AT_PICKUP', 'DRIVER_IS_WAITING_AT_PICKUP')).toBeNull();
    expect(noticeOfStatusMove('COMPLETING', 'COMPLETED')).toBeNull();
    expect(noticeOfStatusMove('DRIVER_IS_ON_THE_WAY', 'DRIVER_IS_CIRCLING')).toBeNull();
    expect(noticeOfStatusMove('DRIVER_IS_AT_PICKUP', 'DRIVING_PASSENGER')).toBeNull();
  });
});

describe('channelsFor', () => {
  it("keeps the operator's channels the rider also wants", () => {
    expect(
      channelsFor('on_the_way', DEFAULT_COMPANY_CHANNELS.on_the_way, DEFAULT_RIDER_CHOICE),
    ).toEqual(['sms', 'push']);
    const noTexts = { ...DEFAULT_RIDER_CHOICE, trip: { email: true, sms: false, push: true } };
    expect(channelsFor('on_the_way', DEFAULT_COMPANY_CHANNELS.on_the_way, noTexts)).toEqual([
      'push',
    ]);
  });

  it('reads receipts and refunds by the receipt topic', () => {
    expect(topicOf('completed')).toBe('receipt');
    expect(topicOf('refunded')).toBe('receipt');
    expect(topicOf('arrived')).toBe('trip');
    const noMail = { ...DEFAULT_RIDER_CHOICE, receipt: { email: false, sms: false, push: true } };
    expect(channelsFor('completed', DEFAULT_COMPANY_CHANNELS.completed, noMail)).toEqual(['push']);
  });
});
