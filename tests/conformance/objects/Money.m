classdef Money
  % Amounts with a currency; arithmetic and display by methods.
  properties
    amount = 0;
    currency = 'EUR';
  end
  methods
    function obj = Money(a, c)
      if nargin > 0
        obj.amount = a;
      end
      if nargin > 1
        obj.currency = c;
      end
    end
    function r = plus(a, b)
      r = Money(a.amount + b.amount, a.currency);
    end
    function r = minus(a, b)
      r = Money(a.amount - b.amount, a.currency);
    end
    function r = times(a, k)
      r = Money(a.amount * k, a.currency);
    end
    function r = mtimes(a, k)
      r = Money(a.amount * k, a.currency);
    end
    function r = eq(a, b)
      r = a.amount == b.amount && strcmp(a.currency, b.currency);
    end
    function disp(obj)
      printf('%.2f %s\n', obj.amount, obj.currency);
    end
  end
end
