/** The link tables content types share, in the shape of content-registry.ts's RelationStorage (issue 42, BE-04). */
import type { RelationStorage } from '../content-registry.ts'

/** Tags by slug: entity_tags rows of the kind, unordered. */
export const TAGS = (entityKind: string): RelationStorage => ({
  table: 'entity_tags',
  ownerColumn: 'entity_id',
  targetColumn: 'tag_id',
  entityKind,
  position: false,
  targetTable: 'tags',
  targetKey: 'id',
  targetValue: 'slug',
})

/** Photos in order: entity_images rows of the kind, named by the image's uuid. */
export const GALLERY = (entityKind: string): RelationStorage => ({
  table: 'entity_images',
  ownerColumn: 'entity_id',
  targetColumn: 'image_uuid',
  entityKind,
  position: true,
  targetTable: 'images',
  targetKey: 'uuid',
  targetValue: 'uuid',
})

/** Trainers by slug, in order, through the item's own link table (event_trainers, online_course_trainers). */
export const TRAINERS = (table: string, ownerColumn: string): RelationStorage => ({
  table,
  ownerColumn,
  targetColumn: 'trainer_id',
  position: true,
  targetTable: 'trainers',
  targetKey: 'id',
  targetValue: 'slug',
})
