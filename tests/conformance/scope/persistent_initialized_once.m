function persistent_initialized_once()
  for k = 1:3
    fprintf('%d ', memo_count());
  end
  fprintf('\n');
end
function n = memo_count()
  persistent calls
  if isempty(calls)
    calls = 10;
  end
  calls = calls + 1;
  n = calls;
end
