// The status and notice the sandbox's order details send for each order status (the server's words,
// not staff copy), as plain data, so the end-to-end and WebKit tests read what the server said from
// here rather than spelling it out.
export const orderNotices: Record<number, [status: string, notice: string]> = {
  21: ['Waiting for withdrawal', 'Your loan is approved. Withdraw it to your account now.'],
  151: ['Under review', 'We are reviewing your application. This usually takes less than 1 day.'],
  110: [
    'Not approved',
    'Sorry, your application was not approved this time. Try one of our partner products.',
  ],
  170: ['Disbursed', 'The money was sent to your account. Repay on time to raise your limit.'],
  174: ['Repayment due', 'Your repayment is due on 21 Feb 2027. Pay on time to keep a good record.'],
  180: ['Overdue', 'Your repayment is 3 days overdue. Please pay as soon as possible.'],
  200: ['Settled', 'Thank you! Your loan is fully repaid. You can borrow again any time.'],
};
