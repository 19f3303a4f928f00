% Deleting with several subscripts: all but one must be colons (found by
% tests/exprdiff); an indexed assignment's error names the variable assigned.
function null_assign_subscripts
  a = magic(3);
  a(:, 2) = []
  a = 5;
  a(:, 1) = []
  a = 5;
  a(1, :) = []
  a = magic(3);
  a(:, :) = []
  cases = {@() del(magic(3), {1:3, 2}), @() del(1:3, {1, 2}), ...
           @() del(1:3, {1, 5}), @() del(magic(3), {5, ':'}), ...
           @() del(5, {1, 1}), @() del(ones(2, 2), {3, 1, ':'})};
  for k = 1:numel(cases)
    try
      cases{k}();
      disp('no error');
    catch err
      disp(err.message);
    end
  end
  a = [1 2];
  y = a;
  try
    y(1.5) = 3;
  catch err
    disp(err.message);
  end
end

function x = del(x, subs)
  x(subs{:}) = [];
end
