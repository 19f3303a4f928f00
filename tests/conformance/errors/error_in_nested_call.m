function error_in_nested_call()
  disp('before')
  level1(5)
end
function level1(n)
  level2(n)
end
function level2(n)
  error('deep:fail', 'failed at depth with n=%d', n);
end
