// Profile › Account: e-mail and username, signed-in devices, the data export, personal API
// tokens, and deleting the account (docs/rules/account.md), one card per file beside this one.
// Every rule is the server's; the forms only show its messages.
import type { CurrentUser } from '@boldcall/shared/schemas/users';
import { TitledSection } from '@/components/ui/section-heading';
import { DeleteCard } from './delete-card';
import { DevicesCard } from './devices-card';
import { EmailCard } from './email-card';
import { ExportCard } from './export-card';
import { TokensCard } from './tokens-card';
import { UsernameCard } from './username-card';

export function AccountSettings({ user }: { user: CurrentUser }) {
  return (
    <TitledSection id="account-heading" title="Account and data" className="flex flex-col gap-4">
      <div className="grid gap-4 lg:grid-cols-2">
        <EmailCard email={user.email} />
        <UsernameCard username={user.username} />
        <DevicesCard />
        <ExportCard />
        <TokensCard />
        <DeleteCard twoFactor={user.twoFactorEnabled} />
      </div>
    </TitledSection>
  );
}
