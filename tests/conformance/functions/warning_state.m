% warning(): query every switch, restore them, and 'local' switches.
function warning_state
  s = warning();
  disp(class(s));
  disp(isfield(s, 'identifier') && isfield(s, 'state'));
  warning('off', 'my:id');
  q = warning('query', 'my:id')
  warning(s);
  q = warning('query', 'my:id')
  silence_locally();
  q = warning('query', 'my:id')
  warning('off', 'all');
  a = warning('query', 'all')
  warning('on', 'all');
  a = warning('query', 'all')
end

function silence_locally
  warning('off', 'my:id', 'local');
  q = warning('query', 'my:id')
end
