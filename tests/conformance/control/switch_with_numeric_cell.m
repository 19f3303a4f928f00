code = 404;
switch code
  case {200, 201}
    msg = 'ok';
  case {400, 404}
    msg = 'client error';
  otherwise
    msg = 'other';
end
disp(msg)
