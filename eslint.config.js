import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import layers from './scripts/lint/boundaries.mjs';
import { HOOK_RULES } from './scripts/build-hook-rules.mjs';

const ROLE = ":matches([property.name='role'], [expression.property.name='role'], [name='role'])";
const ROLE_MESSAGE = 'Ask src/lib/domain/permissions.ts (isAdmin, organizes, officiates, hasOrganizerRole…) instead of comparing a role.';
const ROLE_CHECKS = [
  { selector: `BinaryExpression:matches([operator='==='], [operator='!=='], [operator='=='], [operator='!='])[right.type='Literal'] > ${ROLE}.left`, message: ROLE_MESSAGE },
  { selector: `BinaryExpression:matches([operator='==='], [operator='!=='], [operator='=='], [operator='!='])[left.type='Literal'] > ${ROLE}.right`, message: ROLE_MESSAGE },
  { selector: `SwitchStatement > ${ROLE}.discriminant`, message: ROLE_MESSAGE },
];

export default tseslint.config(
  // Generated files: the compiled rules (scripts/build-hook-rules.mjs) are linted at their source.
  { ignores: ['dist', 'node_modules', 'pb_data', '.hook-types', '.pb_data*', 'test-results', 'playwright-report', 'src/lib/pb-types.ts', ...HOOK_RULES.map((r) => r.target)] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'primereact/dropdown', importNames: ['Dropdown'], message: 'Use NamedDropdown from @/components/NamedDropdown (names its hidden <select> and trigger for axe).' }] },
      ],
    },
  },
  { files: ['src/components/NamedDropdown.tsx'], rules: { 'no-restricted-imports': 'off' } },
  // Who may do what is asked of src/lib/domain/permissions.ts (the mirror of pb_hooks/lib/access.js), never by
  // comparing a role with a literal (lib/domain/roleChecks.test.ts shows what this refuses).
  { files: ['src/**/*.{ts,tsx}'], ignores: ['src/lib/domain/permissions.ts'], rules: { 'no-restricted-syntax': ['error', ...ROLE_CHECKS] } },
  // shared (components, lib) → features → app; no feature imports another (scripts/lint/boundaries.mjs).
  { files: ['src/**/*.{ts,tsx}'], plugins: { layers }, rules: { 'layers/boundaries': 'error' } },
  {
    files: ['scripts/**/*.{js,mjs}', '*.config.js', '.ci/**/*.mjs'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-unused-vars': ['error', { argsIgnorePattern: '^_', caughtErrors: 'none' }] },
  },
  {
    // PocketBase JSVM (goja): globals come from the runtime, typed in pb_hooks/env.d.ts
    // (`npm run typecheck` checks the hooks against them).
    files: ['pb_hooks/**/*.js', 'pb_migrations/**/*.js'],
    extends: [js.configs.recommended],
    languageOptions: {
      sourceType: 'script',
      globals: {
        migrate: 'readonly', Collection: 'readonly', Field: 'readonly', TextField: 'readonly', routerAdd: 'readonly',
        $app: 'readonly', $apis: 'readonly', $os: 'readonly', $security: 'readonly', $mails: 'readonly', $filesystem: 'readonly', $http: 'readonly',
        Record: 'readonly', DynamicModel: 'readonly', MailerMessage: 'readonly', BadRequestError: 'readonly', ForbiddenError: 'readonly',
        NotFoundError: 'readonly', UnauthorizedError: 'readonly', ApiError: 'readonly', TooManyRequestsError: 'readonly', cronAdd: 'readonly', routerUse: 'readonly',
        require: 'readonly', __hooks: 'readonly', module: 'writable', $dbx: 'readonly', $template: 'readonly', sleep: 'readonly', arrayOf: 'readonly',
        onBatchRequest: 'readonly', onRecordCreateRequest: 'readonly', onRecordUpdateRequest: 'readonly', onRecordDeleteRequest: 'readonly', onRecordCreate: 'readonly',
        onRecordUpdate: 'readonly', onRecordDelete: 'readonly', onRecordValidate: 'readonly', onRecordAfterCreateSuccess: 'readonly',
        onRecordAfterUpdateSuccess: 'readonly', onRecordAfterDeleteSuccess: 'readonly', onRecordAuthRequest: 'readonly',
        onRecordAuthWithPasswordRequest: 'readonly', onRecordEnrich: 'readonly', onRecordsListRequest: 'readonly', onRecordViewRequest: 'readonly',
        onMailerRecordVerificationSend: 'readonly', onMailerRecordPasswordResetSend: 'readonly', onMailerRecordEmailChangeSend: 'readonly', onMailerRecordOTPSend: 'readonly', onRecordAuthWithOTPRequest: 'readonly',
        onRecordConfirmPasswordResetRequest: 'readonly', onFileDownloadRequest: 'readonly',
        onMailerSend: 'readonly', console: 'readonly',
        onRecordRequestEmailChangeRequest: 'readonly', onRecordConfirmEmailChangeRequest: 'readonly',
        onBootstrap: 'readonly', onServe: 'readonly', onRecordCreateExecute: 'readonly', onRecordUpdateExecute: 'readonly', onRecordDeleteExecute: 'readonly',
        Context: 'readonly', RequestInfo: 'readonly', BackupFileInfo: 'readonly', toString: 'readonly', readerToString: 'readonly', unmarshal: 'readonly',
        ValidationError: 'readonly', Cookie: 'readonly', SubscriptionMessage: 'readonly', Middleware: 'readonly', AutodateField: 'readonly', SelectField: 'readonly', DateField: 'readonly', BoolField: 'readonly',
        RelationField: 'readonly', FileField: 'readonly', NumberField: 'readonly', JSONField: 'readonly', EmailField: 'readonly', EditorField: 'readonly', URLField: 'readonly',
      },
    },
    rules: { 'no-unused-vars': ['error', { argsIgnorePattern: '^_|^app$|^e$', caughtErrors: 'none' }] },
  },
);
