import { Migration } from '@mikro-orm/migrations';

export class Migration20261127165317 extends Migration {

  override name = 'Migration20261127165317';

  override up(): void | Promise<void> {
    this.addSql(`alter table "notice_preferences" drop constraint "notice_preferences_kind_check";`);
    this.addSql(`alter table "notice_preferences" add constraint "notice_preferences_kind_check" check ("kind" in ('new_lead', 'client_registered', 'revision_requested', 'client_replied', 'review_requested', 'review_returned', 'client_assigned', 'subscription_canceled', 'payment_failed', 'subscription_ending', 'unmatched_payment'));`);

    this.addSql(`alter table "outgoing_mails" drop constraint "outgoing_mails_kind_check";`);
    this.addSql(`alter table "outgoing_mails" add constraint "outgoing_mails_kind_check" check ("kind" in ('lead_confirmation', 'new_lead', 'free_ideas', 'password_reset', 'invitation', 'post_delivered', 'revision_requested', 'subscription_canceled', 'payment_failed', 'subscription_ending', 'payment_receipt', 'payment_failure_notice', 'payment_link', 'unmatched_payment', 'team_invitation', 'client_assigned', 'review_requested', 'review_returned', 'performance_reminder', 'performance_report', 'review_digest', 'client_registered', 'notice_digest', 'email_confirmation', 'email_change_notice', 'comment_answered', 'client_replied'));`);

    this.addSql(`alter table "notice_digest_items" drop constraint "notice_digest_items_kind_check";`);
    this.addSql(`alter table "notice_digest_items" add constraint "notice_digest_items_kind_check" check ("kind" in ('new_lead', 'client_registered', 'revision_requested', 'client_replied', 'review_requested', 'review_returned', 'client_assigned', 'subscription_canceled', 'payment_failed', 'subscription_ending', 'unmatched_payment'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "notice_digest_items" drop constraint "notice_digest_items_kind_check";`);
    this.addSql(`alter table "notice_digest_items" add constraint "notice_digest_items_kind_check" check ("kind" in ('new_lead', 'client_registered', 'revision_requested', 'review_requested', 'review_returned', 'client_assigned', 'subscription_canceled', 'payment_failed', 'subscription_ending', 'unmatched_payment'));`);

    this.addSql(`alter table "notice_preferences" drop constraint "notice_preferences_kind_check";`);
    this.addSql(`alter table "notice_preferences" add constraint "notice_preferences_kind_check" check ("kind" in ('new_lead', 'client_registered', 'revision_requested', 'review_requested', 'review_returned', 'client_assigned', 'subscription_canceled', 'payment_failed', 'subscription_ending', 'unmatched_payment'));`);

    this.addSql(`alter table "outgoing_mails" drop constraint "outgoing_mails_kind_check";`);
    this.addSql(`alter table "outgoing_mails" add constraint "outgoing_mails_kind_check" check ("kind" in ('lead_confirmation', 'new_lead', 'free_ideas', 'password_reset', 'invitation', 'post_delivered', 'revision_requested', 'subscription_canceled', 'payment_failed', 'subscription_ending', 'payment_receipt', 'payment_failure_notice', 'payment_link', 'unmatched_payment', 'team_invitation', 'client_assigned', 'review_requested', 'review_returned', 'performance_reminder', 'performance_report', 'review_digest', 'client_registered', 'notice_digest', 'email_confirmation', 'email_change_notice', 'comment_answered'));`);
  }

}
