% onCleanup: the function runs when the object's function returns or fails,
% and after the script ends.
function oncleanup
  disp('start');
  in_function();
  try
    failing();
  catch err
    disp(err.message);
  end
  r = returned();
  disp(class(r));
  disp(isobject(r));
  c = onCleanup(@() disp('script end'))
  try
    onCleanup(1);
  catch err
    disp(err.message);
  end
  try
    c.x = 1;
  catch err
    disp(err.message);
  end
  disp('end of script');
end

function in_function
  c = onCleanup(@() disp('in_function cleanup'));
  disp('in_function body');
end

function failing
  c = onCleanup(@() disp('failing cleanup'));
  error('failing raised');
end

function c = returned
  c = onCleanup(@() disp('returned cleanup'));
  disp('returned body');
end
