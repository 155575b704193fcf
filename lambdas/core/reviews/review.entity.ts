import { Entity } from 'electrodb';
import { secondaryIndex } from '../db/table.js';

/**
 * One person's review of another after a hire (an accepted offer, post_id + caregiver_id). Its
 * id is derived from the pair (author, about), so a pair has one review: the first is a
 * conditional create, a later hire's review replaces it (conditional on the one read), and the
 * pair counts once in the average. The author's name is kept, so a page of reviews is one Query.
 */
export const Review = new Entity({
  model: { entity: 'review', version: '1', service: 'marketplace' },
  attributes: {
    review_id: { type: 'string', required: true, readOnly: true },
    /** The hire reviewed: the pair's latest. */
    post_id: { type: 'string', required: true },
    caregiver_id: { type: 'string', required: true, readOnly: true },
    /** The reviewed user. */
    about: { type: 'string', required: true, readOnly: true },
    author: { type: 'string', required: true, readOnly: true },
    author_name: { type: 'string', required: true },
    stars: { type: 'number', required: true },
    /** Plain text, trimmed, 1..500 characters. */
    text: { type: 'string', required: true },
    /** When the pair's latest review was written (a replacement moves it). */
    created: { type: 'number', required: true },
    /** The reviewed person's one answer. */
    answer_text: { type: 'string' },
    answered: { type: 'number' },
    /** Set when an admin hides it after a report: left out of lists and of the average. */
    hidden: { type: 'boolean' },
  },
  indexes: {
    // a review by id
    byId: {
      pk: { field: 'pk', composite: ['review_id'], template: 'REVIEW#${review_id}' },
      sk: { field: 'sk', composite: [], template: 'REVIEW' },
    },
    // the reviews about a user, newest first
    byAbout: secondaryIndex(
      0,
      { composite: ['about'], template: 'REVIEWS#${about}' },
      { composite: ['created', 'review_id'], template: 'REVIEW#${created}#${review_id}' },
    ),
    // the reviews a user wrote (their data export)
    byAuthor: secondaryIndex(
      1,
      { composite: ['author'], template: 'USER#${author}' },
      { composite: ['created'], template: 'REVIEW#${created}' },
    ),
  },
});
