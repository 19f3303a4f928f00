% A switch label matches when it has the subject's rows and columns and
% every element is equal; cells, structs and handles cannot be compared.
function switch_is_equal
  tests = {{1, [1 1]}, {[1 1], 1}, {[1 2], [1 2]}, {[], []}, {[], 1}, {int8(1), 1}, ...
           {'abc', 'abc'}, {'abc', 'ab'}, {{1}, 1}, {1, {{1}}}, {struct('a', 1), 1}, ...
           {1, struct('a', 1)}, {@sin, 1}, {{1, 2}, 1}};
  for k = 1:numel (tests)
    subject = tests{k}{1}; label = tests{k}{2};
    try
      switch subject
        case label
          disp ('match')
        otherwise
          disp ('no match')
      end
    catch e
      disp (e.message)
    end
  end
end
