import { Migration } from '@mikro-orm/migrations';

export class Migration20261127080620 extends Migration {

  override name = 'Migration20261127080620';

  // Branches merged at once each rewrote this check with their own new kinds: here it holds them all.
  override up(): void | Promise<void> {
    this.addSql(`alter table "outgoing_mails" drop constraint "outgoing_mails_kind_check";`);
    this.addSql(`alter table "outgoing_mails" add constraint "outgoing_mails_kind_check" check ("kind" in ('lead_confirmation', 'new_lead', 'free_ideas', 'password_reset', 'invitation', 'post_delivered', 'revision_requested', 'subscription_canceled', 'payment_failed', 'subscription_ending', 'payment_receipt', 'payment_failure_notice', 'payment_link', 'unmatched_payment', 'team_invitation', 'client_assigned', 'review_requested', 'review_returned', 'performance_reminder', 'performance_report', 'review_digest', 'client_registered', 'notice_digest', 'email_confirmation', 'email_change_notice'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "outgoing_mails" drop constraint "outgoing_mails_kind_check";`);
    this.addSql(`alter table "outgoing_mails" add constraint "outgoing_mails_kind_check" check ("kind" in ('lead_confirmation', 'new_lead', 'free_ideas', 'password_reset', 'invitation', 'post_delivered', 'revision_requested', 'subscription_canceled', 'payment_failed', 'subscription_ending', 'payment_receipt', 'payment_failure_notice', 'payment_link', 'unmatched_payment', 'team_invitation', 'client_assigned', 'review_requested', 'review_returned', 'performance_reminder', 'performance_report', 'review_digest', 'client_registered', 'notice_digest'));`);
  }

}
