import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lifeStage } from '../../src/nutrition/index.ts';

const dog = (age: number, weight?: number) =>
  lifeStage({ species: 'DOG', age_months: age, adult_weight_kg: weight }).stage;
const cat = (age: number) => lifeStage({ species: 'CAT', age_months: age }).stage;

test('small dog (< 10 kg): junior below 12 months, senior from 8 years', () => {
  assert.equal(dog(11, 5), 'junior');
  assert.equal(dog(12, 5), 'adult');
  assert.equal(dog(95, 5), 'adult');
  assert.equal(dog(96, 5), 'senior');
});

test('medium dog (10–25 kg): junior below 12 months, senior from 7 years', () => {
  assert.equal(dog(11, 25), 'junior');
  assert.equal(dog(12, 25), 'adult');
  assert.equal(dog(83, 20), 'adult');
  assert.equal(dog(84, 20), 'senior');
});

test('large dog (> 25 kg): junior below 15 months, senior from 6 years', () => {
  assert.equal(dog(14, 30), 'junior');
  assert.equal(dog(15, 30), 'adult');
  assert.equal(dog(71, 30), 'adult');
  assert.equal(dog(72, 30), 'senior');
});

test('giant dog (> 45 kg): junior below 18 months', () => {
  assert.equal(dog(17, 60), 'junior');
  assert.equal(dog(18, 60), 'adult');
  assert.equal(dog(72, 60), 'senior');
});

test('dog of unknown weight is treated as medium-sized', () => {
  assert.equal(dog(11), 'junior');
  assert.equal(dog(12), 'adult');
  assert.equal(dog(84), 'senior');
});

test('cats (AAHA/AAFP 2021): kitten < 12 months, adult 1–6, mature 7–10, senior over 10 years', () => {
  assert.equal(cat(2), 'kitten');
  assert.equal(cat(11), 'kitten');
  assert.equal(cat(12), 'adult');
  assert.equal(cat(83), 'adult');
  assert.equal(cat(84), 'mature');
  assert.equal(cat(120), 'mature');
  assert.equal(cat(121), 'senior');
});

test('the result carries a German and an English reason', () => {
  const result = lifeStage({ species: 'DOG', age_months: 14, adult_weight_kg: 30 });
  assert.equal(result.stage, 'junior');
  assert.match(result.reason, /15 Monate/);
  assert.match(result.reason_en, /15 months/);
});
