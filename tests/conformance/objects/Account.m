classdef Account < handle
  % A bank account: a handle, so every copy sees deposits.
  properties
    balance = 0;
    history = {};
    owner = 'nobody';
  end
  methods
    function obj = Account(owner, initial)
      obj.owner = owner;
      if nargin > 1
        obj.deposit(initial);
      end
    end
    function deposit(obj, amount)
      obj.balance = obj.balance + amount;
      obj.history{end+1} = sprintf('+%g', amount);
    end
    function withdraw(obj, amount)
      if amount > obj.balance
        error('Account:insufficient', 'insufficient funds: balance %g, asked %g', obj.balance, amount);
      end
      obj.balance = obj.balance - amount;
      obj.history{end+1} = sprintf('-%g', amount);
    end
  end
  methods (Static)
    function name = bank()
      name = 'MatBank';
    end
  end
end
