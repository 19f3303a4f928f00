e.message = 'plain struct error';
error(e);
