import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mailboxKey } from '../../src/newsletter/mailbox.ts';

test('the mailbox key folds case, drops the +tag and the trailing dot of the domain', () => {
  for (const email of ['victim@example.com', 'Victim@Example.COM', 'victim+1@example.com', 'VICTIM+a+b@example.com.']) {
    assert.equal(mailboxKey(email), 'victim@example.com', email);
  }
  assert.equal(mailboxKey('+tag@example.com'), '+tag@example.com', 'nothing before the + is no mailbox name');
});

test('dots are folded for Gmail only, and googlemail.com is gmail.com', () => {
  assert.equal(mailboxKey('J.a.N.a+x@googlemail.com'), 'jana@gmail.com');
  assert.equal(mailboxKey('jana@gmail.com'), 'jana@gmail.com');
  assert.equal(mailboxKey('m.ax@example.net'), 'm.ax@example.net');
  assert.equal(mailboxKey('max-news@example.net'), 'max-news@example.net', '- is an ordinary character');
});
