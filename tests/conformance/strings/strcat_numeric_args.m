% strcat makes every real argument (numeric or logical) char first, so
% char's errors come first; complex arguments are refused.
function strcat_numeric_args()
  attempt('x = strcat(65, ''b'', [66 67])');
  attempt('x = double(strcat(true, [1 0]))');
  attempt('x = double(strcat(-Inf & single(2.5), xor(int32([1 2; 3 4]), -1.5)))');
  attempt('x = strcat(NaN, [0.5 -1 2])');
  attempt('x = strcat(2+3i, NaN)');
  attempt('x = strcat(2+3i, ''a'')');
  attempt('x = strcat({''a''}, 66)');
end

function attempt(code)
  try
    eval(code);
  catch err
    disp(err.message)
  end
end
