// The overview's answer (GET /api/config/overview), also the OpenAPI document's.
import { z } from 'zod';

export const ATTENTION_KINDS = ['submissions', 'comments', 'lowStock', 'failedMail'] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

export const CHECKLIST_STEPS = ['logo', 'design', 'home', 'publish'] as const;

export const overviewSchema = z.object({
  today: z.object({
    /** Visitors today (the activity permission), else null */
    visitors: z.number().int().nullable(),
    /** Orders placed today and their total (the commerce permission), else null */
    orders: z
      .object({ count: z.number().int(), totalCents: z.number().int(), currency: z.string() })
      .nullable(),
  }),
  /** What waits for someone, each kind the account may act on, with how many (0: nothing waits) */
  attention: z.array(z.object({ kind: z.enum(ATTENTION_KINDS), count: z.number().int() })),
  /** The first steps with a new site (the settings permission), else null */
  checklist: z.array(z.object({ id: z.enum(CHECKLIST_STEPS), done: z.boolean() })).nullable(),
});

export type Overview = z.output<typeof overviewSchema>;
