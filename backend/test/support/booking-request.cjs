// The booking form's request for one classic European facial at the studio, without who books it
// (e-mail, phone) and when (preferred_date, preferred_time), which each test gives; a new object a
// call, so a test that changes its lists changes no other test's. CommonJS, so that the backend's
// tests (test-app.ts) and the image test (docker/image-test-http.mjs) share it.
function facialBooking() {
  return {
    first_name: 'Ana',
    last_name: 'Lopez',
    services: ['classic-european-facial'],
    notes: '',
    add_to_calendar: false,
    client_calendar_email: '',
    service_location: 'clinic',
    mobile_address: '',
    group_size: 1,
    company_name: '',
    total_price: 1,
    total_duration: 1,
    package_id: '',
    add_ons: [],
    is_package_booking: false,
  };
}

module.exports = { facialBooking };
