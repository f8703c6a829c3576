import { z } from 'zod';
import { vFiles, vIssueTitle, vMessage } from '@/lib/core/validation';
import { MAX_ATTACHMENTS } from '../api';

export const messageSchema = () => z.object({ text: vMessage(), files: vFiles(MAX_ATTACHMENTS) });
export type MessageValues = z.infer<ReturnType<typeof messageSchema>>;

export const issueSchema = () => z.object({ title: vIssueTitle(), text: vMessage(), files: vFiles(MAX_ATTACHMENTS) });
export type IssueValues = z.infer<ReturnType<typeof issueSchema>>;
