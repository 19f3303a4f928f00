% onCleanup: the function runs when the function that made the object returns or fails.
function on_cleanup()
  work();
  disp('after work')
  try
    failing();
  catch e
    disp(e.message)
  end
  c = onCleanup(@() disp('bye'));
  disp(class(c))
  c
  disp(c)
  try, onCleanup(3), catch e, disp(e.message), end
  try, onCleanup(), catch e, disp(strtok(e.message, char(10))), end
  disp('last')
end
function work()
  old = rand('state');
  restore = onCleanup(@() disp('restored'));
  disp('working')
end
function failing()
  c = onCleanup(@() disp('cleaned up'));
  error('failed here');
end
