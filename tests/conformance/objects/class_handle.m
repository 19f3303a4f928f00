% classdef handle class: reference semantics, methods that change the object
a = Account('ann', 100);
b = a;
b.deposit(50);
deposit(a, 25);
disp(a.balance)
disp(b.balance)
a.withdraw(30);
disp(a.history)
c = Account('carl');
c.balance
accounts = {a, c};
for k = 1:2
  accounts{k}.deposit(1);
end
printf('%s: %g\n', a.owner, a.balance);
printf('%s: %g\n', c.owner, c.balance);
Account.bank()
try
  c.withdraw(1000);
catch err
  disp(err.identifier)
  disp(err.message)
end
c
isa(c, 'handle')
